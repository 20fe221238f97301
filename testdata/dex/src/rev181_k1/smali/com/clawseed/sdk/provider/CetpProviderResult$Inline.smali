.class public final Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;
.super Lcom/clawseed/sdk/provider/CetpProviderResult;
.source "Cetp.kt"


# instance fields
.field private final value:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 120
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;->value:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final getValue()Ljava/lang/Object;
    .registers 2

    .line 120
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;->value:Ljava/lang/Object;

    return-object v0
.end method
