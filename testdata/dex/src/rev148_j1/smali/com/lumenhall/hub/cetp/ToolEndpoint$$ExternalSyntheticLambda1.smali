.class public final synthetic Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiConsumer;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Lcom/lumenhall/hub/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/cetp/ToolEndpoint;Ljava/lang/String;Ljava/lang/String;Lcom/lumenhall/hub/cetp/Call;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;

    iput-object p2, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$3:Lcom/lumenhall/hub/cetp/Call;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 9

    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$0:Lcom/lumenhall/hub/cetp/ToolEndpoint;

    iget-object v1, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/lumenhall/hub/cetp/ToolEndpoint$$ExternalSyntheticLambda1;->f$3:Lcom/lumenhall/hub/cetp/Call;

    check-cast p1, Landroid/os/Bundle;

    move-object/from16 v4, p1

    check-cast p2, Ljava/lang/Throwable;

    move-object/from16 v5, p2

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhall/hub/cetp/ToolEndpoint;->lambda$execute$0$com-lumenhall-hub-cetp-ToolEndpoint(Ljava/lang/String;Ljava/lang/String;Lcom/lumenhall/hub/cetp/Call;Landroid/os/Bundle;Ljava/lang/Throwable;)V

    return-void
.end method
