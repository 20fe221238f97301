.class final Lcom/example/r33j2/Resumes$Grant;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33j2/Resumes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Grant"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final expiresAt:J

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetargs(Lcom/example/r33j2/Resumes$Grant;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r33j2/Resumes$Grant;->args:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/example/r33j2/Resumes$Grant;)J
    .locals 2

    iget-wide v0, p0, Lcom/example/r33j2/Resumes$Grant;->expiresAt:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/example/r33j2/Resumes$Grant;)I
    .locals 0

    iget p0, p0, Lcom/example/r33j2/Resumes$Grant;->uid:I

    return p0
.end method

.method private constructor <init>(ILjava/lang/String;J)V
    .locals 0

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput p1, p0, Lcom/example/r33j2/Resumes$Grant;->uid:I

    .line 37
    iput-object p2, p0, Lcom/example/r33j2/Resumes$Grant;->args:Ljava/lang/String;

    .line 38
    iput-wide p3, p0, Lcom/example/r33j2/Resumes$Grant;->expiresAt:J

    .line 39
    return-void
.end method

.method synthetic constructor <init>(ILjava/lang/String;JLcom/example/r33j2/Resumes-IA;)V
    .locals 0

    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r33j2/Resumes$Grant;-><init>(ILjava/lang/String;J)V

    return-void
.end method
