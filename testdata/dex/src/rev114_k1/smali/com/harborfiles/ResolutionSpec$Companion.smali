.class public final Lcom/harborfiles/ResolutionSpec$Companion;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborfiles/ResolutionSpec$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getBASE()Lcom/harborfiles/ResolutionSpec;
    .registers 2

    .line 12
    invoke-static {}, Lcom/harborfiles/ResolutionSpec;->access$getBASE$cp()Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    return-object v0
.end method
