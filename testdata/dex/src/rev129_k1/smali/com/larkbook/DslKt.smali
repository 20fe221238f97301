.class public final Lcom/larkbook/DslKt;
.super Ljava/lang/Object;
.source "Dsl.kt"

# static fields
.field public static final ACTION_REVIEW_MERGE:Ljava/lang/String; = "com.larkbook.action.REVIEW_MERGE"
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.larkbook.extra.PROMPT"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.larkbook.extra.RESUME_TOKEN"


# direct methods
.method public static final pending(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    .registers 5
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    new-instance v2, Lcom/larkbook/PendingSpec;
    invoke-direct {v2, p0}, Lcom/larkbook/PendingSpec;-><init>(Landroid/content/Context;)V
    invoke-interface {p1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v2}, Lcom/larkbook/PendingSpec;->build()Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public static final reply(Lcom/larkbook/Envelope;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    .registers 6
    const-string v1, "env"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 110
    new-instance v3, Lcom/larkbook/ReplySpec;
    invoke-direct {v3, p0}, Lcom/larkbook/ReplySpec;-><init>(Lcom/larkbook/Envelope;)V
    invoke-interface {p1, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v3}, Lcom/larkbook/ReplySpec;->build()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
