.class public final Lcom/example/r32k2/FitnessToolKt;
.super Ljava/lang/Object;
.source "FitnessTool.kt"


# static fields
.field private static final EXPORTS:Landroid/net/Uri;

.field private static final REPORTS:Landroid/net/Uri;

.field private static final SHARES:Landroid/net/Uri;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    .line 32
    const-string v0, "content://com.example.r32k2.internal/shares"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r32k2/FitnessToolKt;->SHARES:Landroid/net/Uri;
    .line 33
    const-string v0, "content://com.example.r32k2.internal/exports"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r32k2/FitnessToolKt;->EXPORTS:Landroid/net/Uri;
    .line 34
    const-string v0, "content://com.example.r32k2.reports/weekly"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r32k2/FitnessToolKt;->REPORTS:Landroid/net/Uri;
    return-void
.end method

.method public static final synthetic access$getEXPORTS$p()Landroid/net/Uri;
    .registers 1
    .line 1
    sget-object v0, Lcom/example/r32k2/FitnessToolKt;->EXPORTS:Landroid/net/Uri;
    return-object v0
.end method

.method public static final synthetic access$getREPORTS$p()Landroid/net/Uri;
    .registers 1
    .line 1
    sget-object v0, Lcom/example/r32k2/FitnessToolKt;->REPORTS:Landroid/net/Uri;
    return-object v0
.end method

.method public static final synthetic access$getSHARES$p()Landroid/net/Uri;
    .registers 1
    .line 1
    sget-object v0, Lcom/example/r32k2/FitnessToolKt;->SHARES:Landroid/net/Uri;
    return-object v0
.end method
