.class public final Lcom/tutortime/SessionProvider$refreshSlots$1;
.super Ljava/lang/Object;
.source "SessionProvider.kt"

# interfaces
.implements Lokhttp3/Callback;

.field final synthetic this$0:Lcom/tutortime/SessionProvider;
.field final synthetic $uid:I

.method constructor <init>(Lcom/tutortime/SessionProvider;I)V
    .registers 3
    iput-object v1, v0, Lcom/tutortime/SessionProvider$refreshSlots$1;->this$0:Lcom/tutortime/SessionProvider;
    iput v2, v0, Lcom/tutortime/SessionProvider$refreshSlots$1;->$uid:I
    .line 126
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onResponse(Lokhttp3/Call;Lokhttp3/Response;)V
    .registers 6
    const-string v1, "call"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "response"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    invoke-virtual {v5}, Lokhttp3/Response;->body()Lokhttp3/ResponseBody;
    move-result-object v0
    if-eqz v0, :L27
    invoke-virtual {v0}, Lokhttp3/ResponseBody;->string()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L30
    :L27
    const-string v0, "[]"
    :L30
    move-object v2, v0
    .line 129
    iget-object v0, v3, Lcom/tutortime/SessionProvider$refreshSlots$1;->this$0:Lcom/tutortime/SessionProvider;
    invoke-static {v0}, Lcom/tutortime/SessionProvider;->access$getStore$p(Lcom/tutortime/SessionProvider;)Lcom/tutortime/SessionStore;
    move-result-object v0
    if-nez v0, :L49
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L49
    iget v1, v3, Lcom/tutortime/SessionProvider$refreshSlots$1;->$uid:I
    invoke-virtual {v0, v1, v2}, Lcom/tutortime/SessionStore;->markSynced(ILjava/lang/String;)V
    .line 130
    invoke-virtual {v5}, Lokhttp3/Response;->close()V
    .line 131
    return-void
.end method

.method public onFailure(Lokhttp3/Call;Ljava/io/IOException;)V
    .registers 5
    const-string v1, "call"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "e"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    const-string v0, "SessionProvider"
    const-string v1, "slot refresh failed"
    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 135
    return-void
.end method

