.class public final Lcom/marginalia/notes/core/DeleteNote;
.super Ljava/lang/Object;
.source "NoteUseCases.kt"


# instance fields
.field private final repo:Lcom/marginalia/notes/core/NoteRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/NoteRepo;)V
    .registers 3

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/DeleteNote;->repo:Lcom/marginalia/notes/core/NoteRepo;

    return-void
.end method


# virtual methods
.method public final invoke(JZ)Z
    .registers 5

    .line 30
    if-nez p3, :cond_0

    const/4 v0, 0x0

    return v0

    .line 31
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/core/DeleteNote;->repo:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0, p1, p2}, Lcom/marginalia/notes/core/NoteRepo;->delete(J)I

    move-result v0

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
