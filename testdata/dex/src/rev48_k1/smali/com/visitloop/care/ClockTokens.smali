.class public final Lcom/visitloop/care/ClockTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/visitloop/care/TokenSource;

.field public static final INSTANCE:Lcom/visitloop/care/ClockTokens;
.field private static issued:I

.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 6
    .line 25
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const/16 v2, 0x24
    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v2
    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    sget v1, Lcom/visitloop/care/ClockTokens;->issued:I
    const/4 v2, 0x1
    add-int v1, v1, v2
    sput v1, Lcom/visitloop/care/ClockTokens;->issued:I
    sget v1, Lcom/visitloop/care/ClockTokens;->issued:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "shift-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/visitloop/care/ClockTokens;
    invoke-direct {v0}, Lcom/visitloop/care/ClockTokens;-><init>()V
    sput-object v0, Lcom/visitloop/care/ClockTokens;->INSTANCE:Lcom/visitloop/care/ClockTokens;
    return-void
.end method

