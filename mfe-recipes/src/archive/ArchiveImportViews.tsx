import type { ArchiveImportReportDto } from '@mealapp/api-client';
import { Note } from '@mealapp/ui';
import styled from 'styled-components';
import { ARCHIVE_TEXT } from '../shared/messages';
import type { ArchiveStage } from './useArchiveImport';

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  progress { width: 100%; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

export interface ArchiveProgressProps {
  stage: ArchiveStage;
  uploaded: number;
  done: number;
  total: number | null;
}

/** Where the import is: the upload's share sent, then "Importing 12 of 40" (a bar without value while the server reads the files). */
export function ArchiveProgress({ stage, uploaded, done, total }: ArchiveProgressProps) {
  if (stage === 'uploading') {
    return (
      <Progress>
        {ARCHIVE_TEXT.uploading(uploaded)}
        <progress aria-label={ARCHIVE_TEXT.uploadLabel} max={100} value={uploaded} />
      </Progress>
    );
  }
  if (stage !== 'importing') return null;
  const text = total === null ? ARCHIVE_TEXT.reading : ARCHIVE_TEXT.importing(done, total);
  return (
    <Progress>
      {text}
      {total === null ? <progress aria-label={ARCHIVE_TEXT.importLabel} /> : <progress aria-label={ARCHIVE_TEXT.importLabel} max={total} value={done} />}
    </Progress>
  );
}

const Skipped = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

const FileName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ReportStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  section { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(2)}; }
`;

/** The server's report: how many recipes came in, and each entry skipped with its reason. */
export function ArchiveReport({ report }: { report: ArchiveImportReportDto }) {
  return (
    <ReportStack>
      <Note $tone={report.imported > 0 ? 'success' : 'info'}>{ARCHIVE_TEXT.imported(report.imported)}</Note>
      {report.skipped.length > 0 && (
        <section aria-label={ARCHIVE_TEXT.skippedHeading(report.skipped.length)}>
          <Heading>{ARCHIVE_TEXT.skippedHeading(report.skipped.length)}</Heading>
          <Skipped>
            {report.skipped.map((entry, index) => (
              <Entry key={`${entry.file}-${index}`}>
                <FileName>{entry.file}</FileName>
                <Reason>{entry.reason}</Reason>
              </Entry>
            ))}
          </Skipped>
        </section>
      )}
    </ReportStack>
  );
}
