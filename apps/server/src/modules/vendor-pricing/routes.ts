import {
  discountRuleInputSchema,
  discountRuleListSchema,
  discountRuleSchema,
  idParamsSchema,
  promoCodeInputSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  promoCodeSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import {
  createDiscountRule,
  deleteDiscountRule,
  listDiscountRules,
  updateDiscountRule,
} from './discount-rule-service.ts'
import {
  createPromoCode,
  deletePromoCode,
  pagePromoCodes,
  updatePromoCode,
} from './promo-code-service.ts'

/** The problems every pricing route declares. */
const pricingErrors = problemResponses(400, 401, 403, 404, 409, 422)

/** A provider's discount rules and promo codes (ADR 43), for its own activities only. */
export const vendorPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/discount-rules',
    {
      schema: {
        tags: ['vendor'],
        summary: "The caller's sibling, several-bookings and early-bird discounts",
        response: { 200: discountRuleListSchema, ...pricingErrors },
      },
    },
    async (request) => ({
      rules: await listDiscountRules({ db, vendorId: ownVendor(request).id }),
    }),
  )

  app.post(
    '/api/vendor/discount-rules',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Add a discount rule for all activities or chosen ones',
        body: discountRuleInputSchema,
        response: { 201: discountRuleSchema, ...pricingErrors },
      },
    },
    async (request, reply) => {
      const rule = await createDiscountRule({
        db,
        vendorId: ownVendor(request).id,
        input: request.body,
      })
      return reply.code(201).send(rule)
    },
  )

  app.put(
    '/api/vendor/discount-rules/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "Replace a discount rule's figures and activities (same kind)",
        params: idParamsSchema,
        body: discountRuleInputSchema,
        response: { 200: discountRuleSchema, ...pricingErrors },
      },
    },
    async (request) =>
      updateDiscountRule({
        db,
        vendorId: ownVendor(request).id,
        ruleId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    '/api/vendor/discount-rules/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Remove a discount rule; bookings keep the lines it gave them',
        params: idParamsSchema,
        response: { 204: z.null(), ...pricingErrors },
      },
    },
    async (request, reply) => {
      await deleteDiscountRule({ db, vendorId: ownVendor(request).id, ruleId: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/vendor/promo-codes',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "The caller's promo codes and scholarship places with their uses, a page at a time",
        querystring: promoCodeListQuerySchema,
        response: { 200: promoCodeListSchema, ...pricingErrors },
      },
    },
    async (request) =>
      pagePromoCodes({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.post(
    '/api/vendor/promo-codes',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Add a promo code or a scholarship place',
        body: promoCodeInputSchema,
        response: { 201: promoCodeSchema, ...pricingErrors },
      },
    },
    async (request, reply) => {
      const code = await createPromoCode({
        db,
        vendorId: ownVendor(request).id,
        input: request.body,
      })
      return reply.code(201).send(code)
    },
  )

  app.put(
    '/api/vendor/promo-codes/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "Replace a promo code's figures, limits and activities (same kind)",
        params: idParamsSchema,
        body: promoCodeInputSchema,
        response: { 200: promoCodeSchema, ...pricingErrors },
      },
    },
    async (request) =>
      updatePromoCode({
        db,
        vendorId: ownVendor(request).id,
        codeId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    '/api/vendor/promo-codes/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Remove a promo code no booking has used',
        params: idParamsSchema,
        response: { 204: z.null(), ...pricingErrors },
      },
    },
    async (request, reply) => {
      await deletePromoCode({ db, vendorId: ownVendor(request).id, codeId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
