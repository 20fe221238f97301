.class public final Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;
.super Ljava/lang/Object;
.source "Background.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $noteId$inlined:J

.field final synthetic $onError:Lkotlin/jvm/functions/Function1;

.field final synthetic $operationId$inlined:Ljava/lang/String;

.field final synthetic this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;J)V
    .registers 6

    iput-object p1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    iput-object p3, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    iput-wide p4, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$noteId$inlined:J

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 11

    .line 13
    :try_start_0
    const/4 v7, 0x0

    .line 21
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/data/OperationBook;->move$default(Lapp/quillmark/notes/data/OperationBook;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V

    .line 22
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getAttachments$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/AttachmentStore;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "attachments"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    iget-wide v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$noteId$inlined:J

    new-instance v3, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;

    iget-object v5, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    iget-object v6, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    invoke-direct {v3, v5, v6}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$2$synced$1;-><init>(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;)V

    check-cast v3, Lkotlin/jvm/functions/Function0;

    invoke-virtual {v0, v1, v2, v3}, Lapp/quillmark/notes/data/AttachmentStore;->syncPending(JLkotlin/jvm/functions/Function0;)I

    move-result v8

    .line 23
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getAudit$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/AuditLog;

    move-result-object v0

    if-nez v0, :cond_2

    const-string v0, "audit"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    iget-object v4, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    const-string v2, "app.quillmark.notes.attachments"

    const-string v3, "sync_attachments"

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/quillmark/notes/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 24
    if-nez v8, :cond_5

    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;

    move-result-object v0

    if-nez v0, :cond_3

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lapp/quillmark/notes/data/OperationBook;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 25
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    const-string v2, "cancelled"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/data/OperationBook;->move$default(Lapp/quillmark/notes/data/OperationBook;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V

    goto :goto_0

    .line 27
    :cond_5
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$noteId$inlined:J

    const-string v1, "note_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "synced"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v9

    .line 28
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->access$getOperations$p(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;)Lapp/quillmark/notes/data/OperationBook;

    move-result-object v0

    if-nez v0, :cond_6

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$operationId$inlined:Ljava/lang/String;

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "kind"

    const-string v5, "inline"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "value"

    invoke-virtual {v3, v4, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/quillmark/notes/data/OperationBook;->move$default(Lapp/quillmark/notes/data/OperationBook;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 13
    :goto_0
    goto :goto_1

    .line 14
    :catch_0
    move-exception v7

    .line 15
    const-string v0, "QuillmarkTools"

    const-string v1, "background work failed"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 16
    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$sync$$inlined$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    invoke-interface {v0, v7}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    :goto_1
    return-void
.end method
