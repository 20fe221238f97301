.class final Lcom/tb/Defaults;
.super Ljava/lang/Object;
.source "Defaults.java"

# static fields
.field static final MINTERS:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 15
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/tb/Defaults;->MINTERS:Ljava/util/Map;
    .line 11
    sget-object v0, Lcom/tb/Defaults;->MINTERS:Ljava/util/Map;
    const-string v1, "import"
    new-instance v2, Lcom/tb/CounterMinter;
    invoke-direct {v2}, Lcom/tb/CounterMinter;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    return-void
.end method

