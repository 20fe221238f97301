.class public final synthetic Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/cetp/Call;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda3;->f$0:Lcom/lumenhall/hub/cetp/Call;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/lumenhall/hub/scenes/SceneTools$$ExternalSyntheticLambda3;->f$0:Lcom/lumenhall/hub/cetp/Call;

    check-cast p1, Ljava/io/File;

    invoke-static {v0, p1}, Lcom/lumenhall/hub/scenes/SceneTools;->lambda$exportHistory$3(Lcom/lumenhall/hub/cetp/Call;Ljava/io/File;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
