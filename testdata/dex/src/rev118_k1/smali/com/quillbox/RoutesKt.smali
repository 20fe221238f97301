.class public final Lcom/quillbox/RoutesKt;
.super Ljava/lang/Object;
.source "Routes.kt"

# static fields
.field public static final ACTION_CONFIRM_PUBLISH:Ljava/lang/String; = "com.quillbox.action.CONFIRM_PUBLISH"
