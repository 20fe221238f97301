.class public final Lcom/berthbook/HarbourLogProvider$Companion;
.super Ljava/lang/Object;
.source "HarbourLogProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 112
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/berthbook/HarbourLogProvider$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getHARBOUR_APPS()Ljava/util/Set;
    .registers 2
    .line 114
    invoke-static {}, Lcom/berthbook/HarbourLogProvider;->access$getHARBOUR_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

