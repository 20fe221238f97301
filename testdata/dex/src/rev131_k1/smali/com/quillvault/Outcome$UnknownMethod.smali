.class public final Lcom/quillvault/Outcome$UnknownMethod;
.super Lcom/quillvault/Outcome;
.source "Outcome.kt"

# static fields
.field public static final INSTANCE:Lcom/quillvault/Outcome$UnknownMethod;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/quillvault/Outcome$UnknownMethod;
    invoke-direct {v0}, Lcom/quillvault/Outcome$UnknownMethod;-><init>()V
    sput-object v0, Lcom/quillvault/Outcome$UnknownMethod;->INSTANCE:Lcom/quillvault/Outcome$UnknownMethod;
    return-void
.end method

.method private constructor <init>()V
    .registers 2
    .line 15
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/quillvault/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
