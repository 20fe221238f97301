.class public final enum Lcom/inkwell/notes/cetp/CetpTool$Risk;
.super Ljava/lang/Enum;
.source "CetpTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/CetpTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Risk"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/CetpTool$Risk;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Risk;

.field public static final enum HIGH:Lcom/inkwell/notes/cetp/CetpTool$Risk;

.field public static final enum LOW:Lcom/inkwell/notes/cetp/CetpTool$Risk;

.field public static final enum MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/CetpTool$Risk;
    .registers 3

    .line 25
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/inkwell/notes/cetp/CetpTool$Risk;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->LOW:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->HIGH:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 25
    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const-string v1, "LOW"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;->LOW:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const-string v1, "MODERATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    new-instance v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    const-string v1, "HIGH"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/CetpTool$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;->HIGH:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-static {}, Lcom/inkwell/notes/cetp/CetpTool$Risk;->$values()[Lcom/inkwell/notes/cetp/CetpTool$Risk;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Risk;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 25
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/CetpTool$Risk;
    .registers 2

    .line 25
    const-class v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/CetpTool$Risk;
    .registers 1

    .line 25
    sget-object v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;->$VALUES:[Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/CetpTool$Risk;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/CetpTool$Risk;

    return-object v0
.end method
