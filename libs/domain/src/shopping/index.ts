export * from './shopping-item.js';
export * from './catalogue.js';
export * from './shopping-list.js';
export * from './item-names.js';
export * from './quantity.js';
export * from './combine-similar.js';
export * from './tick-pantry-effect.js';
