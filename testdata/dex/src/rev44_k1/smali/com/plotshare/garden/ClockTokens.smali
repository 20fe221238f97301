.class public final Lcom/plotshare/garden/ClockTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/plotshare/garden/TokenSource;

.field public static final INSTANCE:Lcom/plotshare/garden/ClockTokens;
.field private static seq:I

.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 7
    .line 25
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    sget v2, Lcom/plotshare/garden/ClockTokens;->seq:I
    const/4 v3, 0x1
    add-int v2, v2, v3
    sput v2, Lcom/plotshare/garden/ClockTokens;->seq:I
    sget v2, Lcom/plotshare/garden/ClockTokens;->seq:I
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "inv-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/plotshare/garden/ClockTokens;
    invoke-direct {v0}, Lcom/plotshare/garden/ClockTokens;-><init>()V
    sput-object v0, Lcom/plotshare/garden/ClockTokens;->INSTANCE:Lcom/plotshare/garden/ClockTokens;
    return-void
.end method

