.class public final Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;
.super Ljava/lang/Object;
.source "Background.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $call$inlined:Lapp/quillmark/notes/cetp/Call;

.field final synthetic $onError:Lkotlin/jvm/functions/Function1;

.field final synthetic $result$inlined:Lorg/json/JSONObject;

.field final synthetic $tool$inlined:Ljava/lang/String;

.field final synthetic this$0:Lapp/quillmark/notes/cetp/NotesToolProvider;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;Lapp/quillmark/notes/cetp/NotesToolProvider;Lapp/quillmark/notes/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 6

    iput-object p1, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/NotesToolProvider;

    iput-object p3, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$call$inlined:Lapp/quillmark/notes/cetp/Call;

    iput-object p4, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$tool$inlined:Ljava/lang/String;

    iput-object p5, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$result$inlined:Lorg/json/JSONObject;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 9

    .line 13
    :try_start_0
    const/4 v7, 0x0

    .line 21
    iget-object v0, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->this$0:Lapp/quillmark/notes/cetp/NotesToolProvider;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/NotesToolProvider;->access$getAudit$p(Lapp/quillmark/notes/cetp/NotesToolProvider;)Lapp/quillmark/notes/data/AuditLog;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "audit"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    iget-object v1, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$call$inlined:Lapp/quillmark/notes/cetp/Call;

    invoke-virtual {v1}, Lapp/quillmark/notes/cetp/Call;->getUid()I

    move-result v1

    iget-object v3, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$tool$inlined:Ljava/lang/String;

    iget-object v4, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$result$inlined:Lorg/json/JSONObject;

    const-string v5, "note_id"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "app.quillmark.notes"

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/quillmark/notes/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 13
    goto :goto_0

    .line 14
    :catch_0
    move-exception v7

    .line 15
    const-string v0, "QuillmarkTools"

    const-string v1, "background work failed"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 16
    iget-object v0, p0, Lapp/quillmark/notes/cetp/NotesToolProvider$mutate$$inlined$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    invoke-interface {v0, v7}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    :goto_0
    return-void
.end method
