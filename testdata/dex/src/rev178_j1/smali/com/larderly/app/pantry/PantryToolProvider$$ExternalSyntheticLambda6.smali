.class public final synthetic Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/domain/UseCaseHandler$Callback;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/pantry/PantryToolProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/pantry/PantryToolProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;->f$0:Lcom/larderly/app/pantry/PantryToolProvider;

    iput-object p2, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onResult(Lcom/larderly/app/domain/Result;)V
    .registers 4

    iget-object v0, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;->f$0:Lcom/larderly/app/pantry/PantryToolProvider;

    iget-object v1, p0, Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/larderly/app/pantry/PantryToolProvider;->lambda$expire$6$com-larderly-app-pantry-PantryToolProvider(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V

    return-void
.end method
