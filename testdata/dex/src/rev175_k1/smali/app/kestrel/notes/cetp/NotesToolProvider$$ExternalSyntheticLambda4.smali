.class public final synthetic Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/NotesToolProvider;

.field public final synthetic f$1:I

.field public final synthetic f$2:Lapp/kestrel/notes/cetp/ToolDescriptor;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/NotesToolProvider;ILapp/kestrel/notes/cetp/ToolDescriptor;Ljava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$0:Lapp/kestrel/notes/cetp/NotesToolProvider;

    iput p2, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$1:I

    iput-object p3, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$2:Lapp/kestrel/notes/cetp/ToolDescriptor;

    iput-object p4, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$0:Lapp/kestrel/notes/cetp/NotesToolProvider;

    iget v1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$1:I

    iget-object v2, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$2:Lapp/kestrel/notes/cetp/ToolDescriptor;

    iget-object v3, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;->f$3:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3}, Lapp/kestrel/notes/cetp/NotesToolProvider;->runTable$lambda$1(Lapp/kestrel/notes/cetp/NotesToolProvider;ILapp/kestrel/notes/cetp/ToolDescriptor;Ljava/lang/String;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
