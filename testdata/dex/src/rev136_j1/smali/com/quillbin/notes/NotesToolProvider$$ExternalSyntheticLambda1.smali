.class public final synthetic Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quillbin/io/Outlet$Producer;


# instance fields
.field public final synthetic f$0:Ljava/io/File;


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda1;->f$0:Ljava/io/File;

    return-void
.end method


# virtual methods
.method public final produce(Ljava/io/OutputStream;)V
    .registers 3

    iget-object v0, p0, Lcom/quillbin/notes/NotesToolProvider$$ExternalSyntheticLambda1;->f$0:Ljava/io/File;

    invoke-static {v0, p1}, Lcom/quillbin/notes/NotesToolProvider;->lambda$openAssetFile$1(Ljava/io/File;Ljava/io/OutputStream;)V

    return-void
.end method
