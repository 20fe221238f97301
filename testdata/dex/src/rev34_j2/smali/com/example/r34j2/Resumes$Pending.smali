.class final Lcom/example/r34j2/Resumes$Pending;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34j2/Resumes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Pending"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final expiresAt:J

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetargs(Lcom/example/r34j2/Resumes$Pending;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r34j2/Resumes$Pending;->args:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/example/r34j2/Resumes$Pending;)J
    .locals 2

    iget-wide v0, p0, Lcom/example/r34j2/Resumes$Pending;->expiresAt:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgettool(Lcom/example/r34j2/Resumes$Pending;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r34j2/Resumes$Pending;->tool:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/example/r34j2/Resumes$Pending;)I
    .locals 0

    iget p0, p0, Lcom/example/r34j2/Resumes$Pending;->uid:I

    return p0
.end method

.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .locals 0

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    iput p1, p0, Lcom/example/r34j2/Resumes$Pending;->uid:I

    .line 36
    iput-object p2, p0, Lcom/example/r34j2/Resumes$Pending;->tool:Ljava/lang/String;

    .line 37
    iput-object p3, p0, Lcom/example/r34j2/Resumes$Pending;->args:Ljava/lang/String;

    .line 38
    iput-wide p4, p0, Lcom/example/r34j2/Resumes$Pending;->expiresAt:J

    .line 39
    return-void
.end method

.method synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;JLcom/example/r34j2/Resumes-IA;)V
    .locals 0

    invoke-direct/range {p0 .. p5}, Lcom/example/r34j2/Resumes$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;J)V

    return-void
.end method
