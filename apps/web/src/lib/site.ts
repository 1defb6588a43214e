export const SITE_NAME = 'Activities for Children'
