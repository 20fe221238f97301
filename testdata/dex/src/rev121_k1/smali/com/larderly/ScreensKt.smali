.class public final Lcom/larderly/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field public static final ACTION_QUICK_REVIEW:Ljava/lang/String; = "com.larderly.action.QUICK_REVIEW"
