.class Lcom/example/r31j1/SyncProvider$2;
.super Landroid/os/AsyncTask;
.source "SyncProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r31j1/SyncProvider;->prefetchOwned(Ljava/lang/String;I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroid/os/AsyncTask<",
        "Ljava/lang/String;",
        "Ljava/lang/Void;",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/r31j1/SyncProvider;

.field final synthetic val$uid:I

.method constructor <init>(Lcom/example/r31j1/SyncProvider;I)V
    .registers 3
    .line 60
    iput-object p1, p0, Lcom/example/r31j1/SyncProvider$2;->this$0:Lcom/example/r31j1/SyncProvider;
    iput p2, p0, Lcom/example/r31j1/SyncProvider$2;->val$uid:I
    invoke-direct {p0}, Landroid/os/AsyncTask;-><init>()V
    return-void
.end method

.method protected bridge synthetic doInBackground([Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .line 60
    check-cast p1, [Ljava/lang/String;
    invoke-virtual {p0, p1}, Lcom/example/r31j1/SyncProvider$2;->doInBackground([Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method protected varargs doInBackground([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 62
    iget-object v0, p0, Lcom/example/r31j1/SyncProvider$2;->this$0:Lcom/example/r31j1/SyncProvider;
    invoke-static {v0}, Lcom/example/r31j1/SyncProvider;->-$$Nest$fgetledger(Lcom/example/r31j1/SyncProvider;)Lcom/example/r31j1/Ledger;
    move-result-object v0
    const/4 v1, 0x0
    aget-object p1, p1, v1
    invoke-virtual {v0, p1}, Lcom/example/r31j1/Ledger;->lookup(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method protected bridge synthetic onPostExecute(Ljava/lang/Object;)V
    .registers 2
    .line 60
    check-cast p1, Ljava/lang/String;
    invoke-virtual {p0, p1}, Lcom/example/r31j1/SyncProvider$2;->onPostExecute(Ljava/lang/String;)V
    return-void
.end method

.method protected onPostExecute(Ljava/lang/String;)V
    .registers 4
    .line 65
    iget-object v0, p0, Lcom/example/r31j1/SyncProvider$2;->this$0:Lcom/example/r31j1/SyncProvider;
    invoke-static {v0}, Lcom/example/r31j1/SyncProvider;->-$$Nest$fgetledger(Lcom/example/r31j1/SyncProvider;)Lcom/example/r31j1/Ledger;
    move-result-object v0
    iget v1, p0, Lcom/example/r31j1/SyncProvider$2;->val$uid:I
    invoke-virtual {v0, p1, v1}, Lcom/example/r31j1/Ledger;->record(Ljava/lang/String;I)V
    .line 66
    return-void
.end method
