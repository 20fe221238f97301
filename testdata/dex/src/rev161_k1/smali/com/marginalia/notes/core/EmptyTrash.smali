.class public final Lcom/marginalia/notes/core/EmptyTrash;
.super Ljava/lang/Object;
.source "NoteUseCases.kt"


# instance fields
.field private final repo:Lcom/marginalia/notes/core/NoteRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/NoteRepo;)V
    .registers 3

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/EmptyTrash;->repo:Lcom/marginalia/notes/core/NoteRepo;

    return-void
.end method

.method public static synthetic invoke$default(Lcom/marginalia/notes/core/EmptyTrash;ZZILjava/lang/Object;)Ljava/lang/Integer;
    .registers 6

    .line 37
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const/4 p2, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/marginalia/notes/core/EmptyTrash;->invoke(ZZ)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final invoke(ZZ)Ljava/lang/Integer;
    .registers 4

    .line 38
    if-nez p1, :cond_0

    if-nez p2, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 39
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/core/EmptyTrash;->repo:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0}, Lcom/marginalia/notes/core/NoteRepo;->purgeTrash()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
