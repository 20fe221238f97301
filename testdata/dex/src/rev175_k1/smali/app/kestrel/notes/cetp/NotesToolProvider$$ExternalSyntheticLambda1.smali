.class public final synthetic Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Lapp/kestrel/notes/cetp/NotesToolProvider;

.field public final synthetic f$2:Lapp/kestrel/notes/cetp/Prepared;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lapp/kestrel/notes/cetp/NotesToolProvider;Lapp/kestrel/notes/cetp/Prepared;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$1:Lapp/kestrel/notes/cetp/NotesToolProvider;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$2:Lapp/kestrel/notes/cetp/Prepared;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$1:Lapp/kestrel/notes/cetp/NotesToolProvider;

    iget-object v2, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;->f$2:Lapp/kestrel/notes/cetp/Prepared;

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/NotesToolProvider;->execute$lambda$0(Ljava/lang/String;Lapp/kestrel/notes/cetp/NotesToolProvider;Lapp/kestrel/notes/cetp/Prepared;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
