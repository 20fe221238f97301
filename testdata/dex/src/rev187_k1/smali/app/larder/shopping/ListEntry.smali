.class public final Lapp/larder/shopping/ListEntry;
.super Ljava/lang/Object;
.source "ShoppingTools.kt"


# instance fields
.field private final aisle:Ljava/lang/String;

.field private final bought:Z

.field private final dueAt:J

.field private final id:Ljava/lang/String;

.field private final listId:Ljava/lang/String;

.field private final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "listId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "aisle"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/shopping/ListEntry;->id:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/shopping/ListEntry;->listId:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/shopping/ListEntry;->name:Ljava/lang/String;

    iput-object p4, p0, Lapp/larder/shopping/ListEntry;->aisle:Ljava/lang/String;

    iput-wide p5, p0, Lapp/larder/shopping/ListEntry;->dueAt:J

    iput-boolean p7, p0, Lapp/larder/shopping/ListEntry;->bought:Z

    return-void
.end method


# virtual methods
.method public final getAisle()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/shopping/ListEntry;->aisle:Ljava/lang/String;

    return-object v0
.end method

.method public final getBought()Z
    .registers 2

    .line 26
    iget-boolean v0, p0, Lapp/larder/shopping/ListEntry;->bought:Z

    return v0
.end method

.method public final getDueAt()J
    .registers 3

    .line 26
    iget-wide v0, p0, Lapp/larder/shopping/ListEntry;->dueAt:J

    return-wide v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/shopping/ListEntry;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getListId()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/shopping/ListEntry;->listId:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/shopping/ListEntry;->name:Ljava/lang/String;

    return-object v0
.end method
