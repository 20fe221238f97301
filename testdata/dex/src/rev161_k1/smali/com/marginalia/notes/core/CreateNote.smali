.class public final Lcom/marginalia/notes/core/CreateNote;
.super Ljava/lang/Object;
.source "NoteUseCases.kt"


# instance fields
.field private final repo:Lcom/marginalia/notes/core/NoteRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/NoteRepo;)V
    .registers 3

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/CreateNote;->repo:Lcom/marginalia/notes/core/NoteRepo;

    return-void
.end method

.method public static synthetic invoke$default(Lcom/marginalia/notes/core/CreateNote;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Ljava/lang/Long;
    .registers 9

    .line 21
    and-int/lit8 v0, p6, 0x8

    if-eqz v0, :cond_0

    const-wide p4, 0x7fffffffffffffffL

    :cond_0
    invoke-virtual/range {p0 .. p5}, Lcom/marginalia/notes/core/CreateNote;->invoke(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final invoke(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Ljava/lang/Long;
    .registers 8

    const-string v1, "title"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "body"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "notebook"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, p4

    if-ltz v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 23
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/core/CreateNote;->repo:Lcom/marginalia/notes/core/NoteRepo;

    invoke-virtual {v0, p1, p2, p3}, Lcom/marginalia/notes/core/NoteRepo;->insert(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
