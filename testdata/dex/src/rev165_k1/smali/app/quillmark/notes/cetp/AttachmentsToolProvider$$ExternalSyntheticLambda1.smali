.class public final synthetic Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/quillmark/notes/cetp/AttachmentsToolProvider;

    iget-object v1, p0, Lapp/quillmark/notes/cetp/AttachmentsToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {v0, v1, p1}, Lapp/quillmark/notes/cetp/AttachmentsToolProvider;->sync$lambda$0(Lapp/quillmark/notes/cetp/AttachmentsToolProvider;Ljava/lang/String;Ljava/lang/Throwable;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
