.class public final Lcom/berthbook/ToolResult$Expired;
.super Ljava/lang/Object;
.source "ToolResult.kt"

# interfaces
.implements Lcom/berthbook/ToolResult;

# static fields
.field public static final INSTANCE:Lcom/berthbook/ToolResult$Expired;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/ToolResult$Expired;
    invoke-direct {v0}, Lcom/berthbook/ToolResult$Expired;-><init>()V
    sput-object v0, Lcom/berthbook/ToolResult$Expired;->INSTANCE:Lcom/berthbook/ToolResult$Expired;
    return-void
.end method


# virtual methods
.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Expired"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, 0x70592fdb
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v2, Lcom/berthbook/ToolResult$Expired;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v2
    check-cast v0, Lcom/berthbook/ToolResult$Expired;
    const/4 v0, 0x1
    return v0
.end method

