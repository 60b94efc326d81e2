import { PACKED_LIST_MEDIA_TYPE, packList, type PackedList, type PackedValue } from '@mealapp/domain';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiProperty } from '@nestjs/swagger';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { map, type Observable } from 'rxjs';
import vary from 'vary';
import { PersonDto } from '../households/dto/person.dto.js';
import { isVersionedJsonList, type JsonList, type VersionedJsonList } from './json-list.js';

/** The handler's person fields (the metadata AnswersVersionedList sets). */
export const PACKED_PERSON_FIELDS = 'packedPersonFields';
export const PackedPersonFields = (fields: readonly string[]) => SetMetadata(PACKED_PERSON_FIELDS, fields);

/** Packed versions of kept lists: a 2,000-item pantry packs into about 100 KB. */
const PACKED_KEPT_BYTES = 16 * 1024 * 1024;

/** The packed representation's entity tag: the list's, told apart (RFC 9110 §8.8.3: one tag per representation). */
export const packedEtag = (etag: string): string => etag.replace(/"$/, '.packed"');

/**
 * Answers a list as a PackedList (libs/domain, packed-list.ts) to a client whose `Accept` names
 * PACKED_LIST_MEDIA_TYPE before application/json; anyone else gets the array of objects, as the
 * spec writes it. A versioned list's packed form is kept by its own ETag, so an unchanged list is
 * packed once. Runs inside CompressedAnswers, which compresses (and answers 304 to) what this
 * hands it.
 */
@Injectable()
export class PackedListAnswers implements NestInterceptor {
  private readonly packedVersions = new LRUCache<string, JsonList<unknown>>({ maxSize: PACKED_KEPT_BYTES, sizeCalculation: (json) => json.length * 2 + 64 });

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    vary(res.raw, 'Accept');
    if (accepts(req.raw).type(['application/json', PACKED_LIST_MEDIA_TYPE]) !== PACKED_LIST_MEDIA_TYPE) return next.handle();
    const personFields = this.reflector.get<readonly string[] | undefined>(PACKED_PERSON_FIELDS, context.getHandler()) ?? [];
    return next.handle().pipe(
      map((answer: unknown) => {
        if (!isVersionedJsonList(answer)) return answer;
        // Set here, not before the handler: an error answer stays application/json.
        res.header('Content-Type', `${PACKED_LIST_MEDIA_TYPE}; charset=utf-8`);
        const etag = answer.etag && packedEtag(answer.etag);
        let json = etag ? this.packedVersions.get(etag) : undefined;
        if (json === undefined) {
          json = JSON.stringify(packList(JSON.parse(answer.json) as object[], personFields)) as JsonList<unknown>;
          if (etag) this.packedVersions.set(etag, json);
        }
        return { json, etag } satisfies VersionedJsonList<unknown>;
      }),
    );
  }
}

/** The packed form of a list, as the document describes it. */
export class PackedListDto implements PackedList {
  @ApiProperty({ type: [String], example: ['id', 'name', 'updatedBy'], description: "The rows' field names, in the order of each row's values (the list's item fields)" })
  fields: string[];

  @ApiProperty({ type: [String], example: ['updatedBy'], description: "The fields whose value is a person's id (or null), named in people" })
  personFields: string[];

  @ApiProperty({ type: PersonDto, isArray: true, description: 'Everyone a person field names, once each' })
  people: PersonDto[];

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { anyOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] } },
    example: [[12, 'Milk', 3]],
    description: "One array per item, its values in the order of fields",
  })
  rows: PackedValue[][];
}
