.class final enum Lcom/example/r33j3/HomeworkTool;
.super Ljava/lang/Enum;
.source "HomeworkTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/example/r33j3/HomeworkTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/example/r33j3/HomeworkTool;

.field public static final enum GRADE_SUMMARY:Lcom/example/r33j3/HomeworkTool;

.field public static final enum LIST_ASSIGNMENTS:Lcom/example/r33j3/HomeworkTool;

.field public static final enum SUBMIT_ASSIGNMENT:Lcom/example/r33j3/HomeworkTool;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/example/r33j3/HomeworkTool;
    .locals 3

    .line 3
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/example/r33j3/HomeworkTool;

    sget-object v1, Lcom/example/r33j3/HomeworkTool;->LIST_ASSIGNMENTS:Lcom/example/r33j3/HomeworkTool;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/example/r33j3/HomeworkTool;->GRADE_SUMMARY:Lcom/example/r33j3/HomeworkTool;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/example/r33j3/HomeworkTool;->SUBMIT_ASSIGNMENT:Lcom/example/r33j3/HomeworkTool;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .locals 4

    .line 4
    new-instance v0, Lcom/example/r33j3/HomeworkTool;

    const-string v1, "LIST_ASSIGNMENTS"

    const/4 v2, 0x0

    const-string v3, "list_assignments"

    invoke-direct {v0, v1, v2, v3}, Lcom/example/r33j3/HomeworkTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/example/r33j3/HomeworkTool;->LIST_ASSIGNMENTS:Lcom/example/r33j3/HomeworkTool;

    .line 5
    new-instance v0, Lcom/example/r33j3/HomeworkTool;

    const-string v1, "GRADE_SUMMARY"

    const/4 v2, 0x1

    const-string v3, "grade_summary"

    invoke-direct {v0, v1, v2, v3}, Lcom/example/r33j3/HomeworkTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/example/r33j3/HomeworkTool;->GRADE_SUMMARY:Lcom/example/r33j3/HomeworkTool;

    .line 6
    new-instance v0, Lcom/example/r33j3/HomeworkTool;

    const-string v1, "SUBMIT_ASSIGNMENT"

    const/4 v2, 0x2

    const-string v3, "submit_assignment"

    invoke-direct {v0, v1, v2, v3}, Lcom/example/r33j3/HomeworkTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/example/r33j3/HomeworkTool;->SUBMIT_ASSIGNMENT:Lcom/example/r33j3/HomeworkTool;

    .line 3
    invoke-static {}, Lcom/example/r33j3/HomeworkTool;->$values()[Lcom/example/r33j3/HomeworkTool;

    move-result-object v0

    sput-object v0, Lcom/example/r33j3/HomeworkTool;->$VALUES:[Lcom/example/r33j3/HomeworkTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .locals 0
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 10
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 11
    iput-object p3, p0, Lcom/example/r33j3/HomeworkTool;->wire:Ljava/lang/String;

    .line 12
    return-void
.end method

.method static from(Ljava/lang/String;)Lcom/example/r33j3/HomeworkTool;
    .locals 5

    .line 15
    invoke-static {}, Lcom/example/r33j3/HomeworkTool;->values()[Lcom/example/r33j3/HomeworkTool;

    move-result-object v0

    array-length v1, v0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_1

    aget-object v3, v0, v2

    .line 16
    iget-object v4, v3, Lcom/example/r33j3/HomeworkTool;->wire:Ljava/lang/String;

    invoke-virtual {v4, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_0

    .line 17
    return-object v3

    .line 15
    :cond_0
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 20
    :cond_1
    const/4 p0, 0x0

    return-object p0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/example/r33j3/HomeworkTool;
    .locals 1

    .line 3
    const-class v0, Lcom/example/r33j3/HomeworkTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/example/r33j3/HomeworkTool;

    return-object p0
.end method

.method public static values()[Lcom/example/r33j3/HomeworkTool;
    .locals 1

    .line 3
    sget-object v0, Lcom/example/r33j3/HomeworkTool;->$VALUES:[Lcom/example/r33j3/HomeworkTool;

    invoke-virtual {v0}, [Lcom/example/r33j3/HomeworkTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/example/r33j3/HomeworkTool;

    return-object v0
.end method
