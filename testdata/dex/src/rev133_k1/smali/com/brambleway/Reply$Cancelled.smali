.class public final Lcom/brambleway/Reply$Cancelled;
.super Ljava/lang/Object;
.source "Reply.kt"

# interfaces
.implements Lcom/brambleway/Reply;

# static fields
.field public static final INSTANCE:Lcom/brambleway/Reply$Cancelled;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Reply$Cancelled;
    invoke-direct {v0}, Lcom/brambleway/Reply$Cancelled;-><init>()V
    sput-object v0, Lcom/brambleway/Reply$Cancelled;->INSTANCE:Lcom/brambleway/Reply$Cancelled;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Reply$Cancelled;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Reply$Cancelled;
    const/4 v0, 0x1
    return v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x10dc1b24
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Cancelled"
    return-object v0
.end method
