.class public final Lcom/example/r30k4/Pending;
.super Ljava/lang/Object;
.source "Requests.kt"


# instance fields
.field private final note:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "note"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r30k4/Pending;->uid:I
    iput-object p2, p0, Lcom/example/r30k4/Pending;->note:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getNote()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r30k4/Pending;->note:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/example/r30k4/Pending;->uid:I
    return v0
.end method
