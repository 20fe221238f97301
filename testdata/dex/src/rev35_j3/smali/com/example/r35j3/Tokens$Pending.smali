.class final Lcom/example/r35j3/Tokens$Pending;
.super Ljava/lang/Object;
.source "Tokens.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35j3/Tokens;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Pending"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final expires:J

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetargs(Lcom/example/r35j3/Tokens$Pending;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r35j3/Tokens$Pending;->args:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetexpires(Lcom/example/r35j3/Tokens$Pending;)J
    .locals 2

    iget-wide v0, p0, Lcom/example/r35j3/Tokens$Pending;->expires:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/example/r35j3/Tokens$Pending;)I
    .locals 0

    iget p0, p0, Lcom/example/r35j3/Tokens$Pending;->uid:I

    return p0
.end method

.method private constructor <init>(ILjava/lang/String;J)V
    .locals 0

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 43
    iput p1, p0, Lcom/example/r35j3/Tokens$Pending;->uid:I

    .line 44
    iput-object p2, p0, Lcom/example/r35j3/Tokens$Pending;->args:Ljava/lang/String;

    .line 45
    iput-wide p3, p0, Lcom/example/r35j3/Tokens$Pending;->expires:J

    .line 46
    return-void
.end method

.method synthetic constructor <init>(ILjava/lang/String;JLcom/example/r35j3/Tokens-IA;)V
    .locals 0

    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r35j3/Tokens$Pending;-><init>(ILjava/lang/String;J)V

    return-void
.end method
