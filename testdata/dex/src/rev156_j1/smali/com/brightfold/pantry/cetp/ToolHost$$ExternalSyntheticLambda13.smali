.class public final synthetic Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/ToolHost;

.field public final synthetic f$1:Lcom/brightfold/pantry/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/ToolHost;Lcom/brightfold/pantry/cetp/Call;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;->f$0:Lcom/brightfold/pantry/cetp/ToolHost;

    iput-object p2, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;->f$1:Lcom/brightfold/pantry/cetp/Call;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;->f$0:Lcom/brightfold/pantry/cetp/ToolHost;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;->f$1:Lcom/brightfold/pantry/cetp/Call;

    check-cast p1, Landroid/os/Bundle;

    check-cast p2, Ljava/lang/Throwable;

    invoke-virtual {v0, v1, p1, p2}, Lcom/brightfold/pantry/cetp/ToolHost;->lambda$execute$7$com-brightfold-pantry-cetp-ToolHost(Lcom/brightfold/pantry/cetp/Call;Landroid/os/Bundle;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
