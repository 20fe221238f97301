.class public final Lcom/berthbook/ToolResult$Denied;
.super Ljava/lang/Object;
.source "ToolResult.kt"

# interfaces
.implements Lcom/berthbook/ToolResult;

# static fields
.field public static final INSTANCE:Lcom/berthbook/ToolResult$Denied;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/ToolResult$Denied;
    invoke-direct {v0}, Lcom/berthbook/ToolResult$Denied;-><init>()V
    sput-object v0, Lcom/berthbook/ToolResult$Denied;->INSTANCE:Lcom/berthbook/ToolResult$Denied;
    return-void
.end method


# virtual methods
.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Denied"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x2029fbdb
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v2, Lcom/berthbook/ToolResult$Denied;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v2
    check-cast v0, Lcom/berthbook/ToolResult$Denied;
    const/4 v0, 0x1
    return v0
.end method

