.class public final enum Lcom/inkwell/notes/cetp/CetpTool$Effect;
.super Ljava/lang/Enum;
.source "CetpTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/CetpTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Effect"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/CetpTool$Effect;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Effect;

.field public static final enum CREATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

.field public static final enum DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

.field public static final enum READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

.field public static final enum UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/CetpTool$Effect;
    .registers 3

    .line 15
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/inkwell/notes/cetp/CetpTool$Effect;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->CREATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 16
    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/CetpTool$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    const-string v3, "create"

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/CetpTool$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->CREATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    const-string v3, "update"

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/CetpTool$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    const-string v3, "delete"

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/cetp/CetpTool$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    .line 15
    invoke-static {}, Lcom/inkwell/notes/cetp/CetpTool$Effect;->$values()[Lcom/inkwell/notes/cetp/CetpTool$Effect;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Effect;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 20
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 21
    iput-object p3, p0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->wire:Ljava/lang/String;

    .line 22
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/CetpTool$Effect;
    .registers 2

    .line 15
    const-class v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/CetpTool$Effect;
    .registers 1

    .line 15
    sget-object v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/CetpTool$Effect;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/CetpTool$Effect;

    return-object v0
.end method
