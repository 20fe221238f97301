.class Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"

# interfaces
.implements Ljava/util/function/Supplier;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Supplier<",
        "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;

.field final synthetic val$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;


# direct methods
.method constructor <init>(Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 86
    iput-object p1, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;->this$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;

    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;->val$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public get()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3

    .line 89
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;->this$0:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;

    iget-object v1, p0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;->val$request:Lcom/clawseed/cetp/sdk/CetpProviderRequest;

    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 86
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$1;->get()Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method
