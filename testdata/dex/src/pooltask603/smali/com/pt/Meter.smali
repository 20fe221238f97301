.class final Lcom/pt/Meter;
.super Ljava/lang/Object;
.source "Meter.java"

# static fields
.field private static final HITS:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static declared-synchronized hit(I)V
    .registers 5
    .line 14
    sget-object v0, Lcom/pt/Meter;->HITS:Ljava/util/Map;
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    sget-object v3, Lcom/pt/Meter$$ExternalSyntheticLambda0;->INSTANCE:Lcom/pt/Meter$$ExternalSyntheticLambda0;
    invoke-interface {v0, v1, v2, v3}, Ljava/util/Map;->merge(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;
    .line 15
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/pt/Meter;->HITS:Ljava/util/Map;
    return-void
.end method

