.class public final Lcom/brightmoor/pantry/ListEntity;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final error:Ljava/lang/String;

.field private final id:J

.field private final items:I

.field private final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;ILjava/lang/String;)V
    .registers 7

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/brightmoor/pantry/ListEntity;->id:J

    iput-object p3, p0, Lcom/brightmoor/pantry/ListEntity;->name:Ljava/lang/String;

    iput p4, p0, Lcom/brightmoor/pantry/ListEntity;->items:I

    iput-object p5, p0, Lcom/brightmoor/pantry/ListEntity;->error:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getError()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/brightmoor/pantry/ListEntity;->error:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lcom/brightmoor/pantry/ListEntity;->id:J

    return-wide v0
.end method

.method public final getItems()I
    .registers 2

    .line 11
    iget v0, p0, Lcom/brightmoor/pantry/ListEntity;->items:I

    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/brightmoor/pantry/ListEntity;->name:Ljava/lang/String;

    return-object v0
.end method
