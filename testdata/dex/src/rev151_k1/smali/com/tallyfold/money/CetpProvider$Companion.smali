.class public final Lcom/tallyfold/money/CetpProvider$Companion;
.super Ljava/lang/Object;
.source "CetpProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 162
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tallyfold/money/CetpProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMETHODS()Ljava/util/Set;
    .registers 2

    .line 164
    invoke-static {}, Lcom/tallyfold/money/CetpProvider;->access$getMETHODS$cp()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
