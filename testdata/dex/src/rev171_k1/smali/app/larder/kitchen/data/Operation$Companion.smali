.class public final Lapp/larder/kitchen/data/Operation$Companion;
.super Ljava/lang/Object;
.source "OperationStore.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/kitchen/data/Operation$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTERMINAL()Ljava/util/Set;
    .registers 2

    .line 26
    invoke-static {}, Lapp/larder/kitchen/data/Operation;->access$getTERMINAL$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
