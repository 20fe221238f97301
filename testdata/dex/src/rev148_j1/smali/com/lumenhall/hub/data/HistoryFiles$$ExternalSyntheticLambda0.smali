.class public final synthetic Lcom/lumenhall/hub/data/HistoryFiles$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/lumenhall/hub/state/StateStore$Observer;


# instance fields
.field public final synthetic f$0:Lcom/lumenhall/hub/data/HistoryFiles;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/lumenhall/hub/data/HistoryFiles;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenhall/hub/data/HistoryFiles$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/data/HistoryFiles;

    iput-object p2, p0, Lcom/lumenhall/hub/data/HistoryFiles$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 5

    iget-object v0, p0, Lcom/lumenhall/hub/data/HistoryFiles$$ExternalSyntheticLambda0;->f$0:Lcom/lumenhall/hub/data/HistoryFiles;

    iget-object v1, p0, Lcom/lumenhall/hub/data/HistoryFiles$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1, p1, p2}, Lcom/lumenhall/hub/data/HistoryFiles;->lambda$writer$0$com-lumenhall-hub-data-HistoryFiles(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    return-void
.end method
