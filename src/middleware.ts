import { defineMiddleware, sequence } from 'astro:middleware';

const locale = defineMiddleware((context, next) => {
  context.locals.locale = context.preferredLocale === 'fr' ? 'fr' : 'en';
  return next();
});

export const onRequest = sequence(locale);
