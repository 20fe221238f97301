.class public final Lcom/tidelog/ToolResult$Proceed;
.super Ljava/lang/Object;
.source "Tool.kt"

# interfaces
.implements Lcom/tidelog/ToolResult;

.field public static final INSTANCE:Lcom/tidelog/ToolResult$Proceed;

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Proceed"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x7e777bbe
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tidelog/ToolResult$Proceed;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tidelog/ToolResult$Proceed;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidelog/ToolResult$Proceed;
    invoke-direct {v0}, Lcom/tidelog/ToolResult$Proceed;-><init>()V
    sput-object v0, Lcom/tidelog/ToolResult$Proceed;->INSTANCE:Lcom/tidelog/ToolResult$Proceed;
    return-void
.end method

