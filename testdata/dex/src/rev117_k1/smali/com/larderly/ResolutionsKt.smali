.class public final Lcom/larderly/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# static fields
.field public static final ACTION_CONFIRM_SHARE:Ljava/lang/String; = "com.larderly.action.CONFIRM_SHARE"
.field public static final EXTRA_SUBJECT:Ljava/lang/String; = "com.larderly.extra.SUBJECT"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.larderly.extra.RESUME_TOKEN"
