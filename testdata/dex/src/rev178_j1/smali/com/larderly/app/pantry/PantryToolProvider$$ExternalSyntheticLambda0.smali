.class public final synthetic Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/cetp/Mutation;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/pantry/PantryToolProvider;

.field public final synthetic f$1:Lcom/larderly/app/cetp/ProviderRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/pantry/PantryToolProvider;Lcom/larderly/app/cetp/ProviderRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/pantry/PantryToolProvider;

    iput-object p2, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/larderly/app/cetp/ProviderRequest;

    return-void
.end method


# virtual methods
.method public final apply()Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/pantry/PantryToolProvider;

    iget-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/larderly/app/cetp/ProviderRequest;

    invoke-virtual {v0, v1}, Lcom/larderly/app/pantry/PantryToolProvider;->lambda$executeTool$0$com-larderly-app-pantry-PantryToolProvider(Lcom/larderly/app/cetp/ProviderRequest;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
