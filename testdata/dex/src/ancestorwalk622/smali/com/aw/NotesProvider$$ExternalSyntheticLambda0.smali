.class public final synthetic Lcom/aw/NotesProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/aw/NotesProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/aw/NotesProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/aw/NotesProvider$$ExternalSyntheticLambda0;->f$0:Lcom/aw/NotesProvider;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/aw/NotesProvider$$ExternalSyntheticLambda0;->f$0:Lcom/aw/NotesProvider;
    invoke-static {v0}, Lcom/aw/NotesProvider;->root_delegate$lambda$0(Lcom/aw/NotesProvider;)Ljava/io/File;
    move-result-object v0
    return-object v0
.end method

