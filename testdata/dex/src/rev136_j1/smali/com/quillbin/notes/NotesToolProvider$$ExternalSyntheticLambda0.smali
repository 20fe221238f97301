.class public final synthetic Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quillbin/io/Outlet$Producer;


# instance fields
.field public final synthetic f$0:Ljava/io/File;

.field public final synthetic f$1:Lcom/quillbin/data/NotesDao$Attachment;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;Lcom/quillbin/data/NotesDao$Attachment;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iput-object p2, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillbin/data/NotesDao$Attachment;

    iput p3, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final produce(Ljava/io/OutputStream;)V
    .registers 5

    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iget-object v1, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillbin/data/NotesDao$Attachment;

    iget v2, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda0;->f$2:I

    invoke-static {v0, v1, v2, p1}, Lcom/quillbin/notes/NotesToolProvider;->lambda$attachment$0(Ljava/io/File;Lcom/quillbin/data/NotesDao$Attachment;ILjava/io/OutputStream;)V

    return-void
.end method
