.class final Lcom/example/ich/Intents;
.super Ljava/lang/Object;
.source "Intents.java"

.method static i0(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 5
    invoke-static {p0}, Lcom/example/ich/Intents;->i1(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i1(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 6
    invoke-static {p0}, Lcom/example/ich/Intents;->i2(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i2(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 7
    invoke-static {p0}, Lcom/example/ich/Intents;->i3(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i3(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 8
    invoke-static {p0}, Lcom/example/ich/Intents;->i4(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i4(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 9
    invoke-static {p0}, Lcom/example/ich/Intents;->i5(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i5(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 10
    invoke-static {p0}, Lcom/example/ich/Intents;->i6(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i6(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 11
    invoke-static {p0}, Lcom/example/ich/Intents;->i7(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i7(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 12
    invoke-static {p0}, Lcom/example/ich/Intents;->i8(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i8(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 13
    invoke-static {p0}, Lcom/example/ich/Intents;->i9(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i9(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 14
    invoke-static {p0}, Lcom/example/ich/Intents;->i10(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i10(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 15
    invoke-static {p0}, Lcom/example/ich/Intents;->i11(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i11(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 16
    invoke-static {p0}, Lcom/example/ich/Intents;->i12(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i12(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 17
    invoke-static {p0}, Lcom/example/ich/Intents;->i13(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i13(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 18
    invoke-static {p0}, Lcom/example/ich/Intents;->i14(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i14(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 19
    invoke-static {p0}, Lcom/example/ich/Intents;->i15(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i15(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 20
    invoke-static {p0}, Lcom/example/ich/Intents;->i16(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i16(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 21
    invoke-static {p0}, Lcom/example/ich/Intents;->i17(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i17(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 22
    invoke-static {p0}, Lcom/example/ich/Intents;->i18(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i18(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 23
    invoke-static {p0}, Lcom/example/ich/Intents;->i19(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i19(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 24
    invoke-static {p0}, Lcom/example/ich/Intents;->i20(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i20(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 25
    invoke-static {p0}, Lcom/example/ich/Intents;->i21(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i21(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 26
    invoke-static {p0}, Lcom/example/ich/Intents;->i22(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i22(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 27
    invoke-static {p0}, Lcom/example/ich/Intents;->i23(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i23(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 28
    invoke-static {p0}, Lcom/example/ich/Intents;->i24(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i24(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 29
    invoke-static {p0}, Lcom/example/ich/Intents;->i25(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i25(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 30
    invoke-static {p0}, Lcom/example/ich/Intents;->i26(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i26(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 31
    invoke-static {p0}, Lcom/example/ich/Intents;->i27(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i27(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 32
    invoke-static {p0}, Lcom/example/ich/Intents;->i28(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i28(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 33
    invoke-static {p0}, Lcom/example/ich/Intents;->i29(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i29(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 34
    invoke-static {p0}, Lcom/example/ich/Intents;->i30(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i30(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 35
    invoke-static {p0}, Lcom/example/ich/Intents;->i31(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i31(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 36
    invoke-static {p0}, Lcom/example/ich/Intents;->i32(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i32(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 37
    invoke-static {p0}, Lcom/example/ich/Intents;->i33(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i33(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 38
    invoke-static {p0}, Lcom/example/ich/Intents;->i34(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i34(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 39
    invoke-static {p0}, Lcom/example/ich/Intents;->i35(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i35(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 40
    invoke-static {p0}, Lcom/example/ich/Intents;->i36(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i36(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 41
    invoke-static {p0}, Lcom/example/ich/Intents;->i37(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i37(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 42
    invoke-static {p0}, Lcom/example/ich/Intents;->i38(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i38(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 43
    invoke-static {p0}, Lcom/example/ich/Intents;->i39(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i39(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 44
    invoke-static {p0}, Lcom/example/ich/Intents;->i40(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i40(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 45
    invoke-static {p0}, Lcom/example/ich/Intents;->i41(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i41(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 46
    invoke-static {p0}, Lcom/example/ich/Intents;->i42(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i42(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 47
    invoke-static {p0}, Lcom/example/ich/Intents;->i43(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i43(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 48
    invoke-static {p0}, Lcom/example/ich/Intents;->i44(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i44(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 49
    invoke-static {p0}, Lcom/example/ich/Intents;->i45(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i45(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 50
    invoke-static {p0}, Lcom/example/ich/Intents;->i46(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i46(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 51
    invoke-static {p0}, Lcom/example/ich/Intents;->i47(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i47(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 52
    invoke-static {p0}, Lcom/example/ich/Intents;->i48(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i48(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 53
    invoke-static {p0}, Lcom/example/ich/Intents;->i49(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i49(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 54
    invoke-static {p0}, Lcom/example/ich/Intents;->i50(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i50(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 55
    invoke-static {p0}, Lcom/example/ich/Intents;->i51(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i51(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 56
    invoke-static {p0}, Lcom/example/ich/Intents;->i52(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i52(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 57
    invoke-static {p0}, Lcom/example/ich/Intents;->i53(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i53(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 58
    invoke-static {p0}, Lcom/example/ich/Intents;->i54(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i54(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 59
    invoke-static {p0}, Lcom/example/ich/Intents;->i55(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i55(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 60
    invoke-static {p0}, Lcom/example/ich/Intents;->i56(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i56(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 61
    invoke-static {p0}, Lcom/example/ich/Intents;->i57(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i57(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 62
    invoke-static {p0}, Lcom/example/ich/Intents;->i58(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i58(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 63
    invoke-static {p0}, Lcom/example/ich/Intents;->i59(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i59(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 64
    invoke-static {p0}, Lcom/example/ich/Intents;->i60(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i60(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 65
    invoke-static {p0}, Lcom/example/ich/Intents;->i61(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i61(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 66
    invoke-static {p0}, Lcom/example/ich/Intents;->i62(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i62(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 67
    invoke-static {p0}, Lcom/example/ich/Intents;->i63(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i63(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 68
    invoke-static {p0}, Lcom/example/ich/Intents;->i64(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i64(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 69
    invoke-static {p0}, Lcom/example/ich/Intents;->i65(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i65(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 70
    invoke-static {p0}, Lcom/example/ich/Intents;->i66(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i66(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 71
    invoke-static {p0}, Lcom/example/ich/Intents;->i67(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i67(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 72
    invoke-static {p0}, Lcom/example/ich/Intents;->i68(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i68(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 73
    invoke-static {p0}, Lcom/example/ich/Intents;->i69(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i69(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 74
    invoke-static {p0}, Lcom/example/ich/Intents;->i70(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i70(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 75
    invoke-static {p0}, Lcom/example/ich/Intents;->i71(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i71(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 76
    invoke-static {p0}, Lcom/example/ich/Intents;->i72(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i72(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 77
    invoke-static {p0}, Lcom/example/ich/Intents;->i73(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i73(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 78
    invoke-static {p0}, Lcom/example/ich/Intents;->i74(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i74(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 79
    invoke-static {p0}, Lcom/example/ich/Intents;->i75(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i75(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 80
    invoke-static {p0}, Lcom/example/ich/Intents;->i76(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i76(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 81
    invoke-static {p0}, Lcom/example/ich/Intents;->i77(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i77(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 82
    invoke-static {p0}, Lcom/example/ich/Intents;->i78(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i78(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 83
    invoke-static {p0}, Lcom/example/ich/Intents;->i79(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i79(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 84
    invoke-static {p0}, Lcom/example/ich/Intents;->i80(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i80(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 85
    invoke-static {p0}, Lcom/example/ich/Intents;->i81(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i81(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 86
    invoke-static {p0}, Lcom/example/ich/Intents;->i82(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i82(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 87
    invoke-static {p0}, Lcom/example/ich/Intents;->i83(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i83(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 88
    invoke-static {p0}, Lcom/example/ich/Intents;->i84(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i84(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 89
    invoke-static {p0}, Lcom/example/ich/Intents;->i85(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i85(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 90
    invoke-static {p0}, Lcom/example/ich/Intents;->i86(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i86(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 91
    invoke-static {p0}, Lcom/example/ich/Intents;->i87(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i87(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 92
    invoke-static {p0}, Lcom/example/ich/Intents;->i88(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i88(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 93
    invoke-static {p0}, Lcom/example/ich/Intents;->i89(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i89(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 94
    invoke-static {p0}, Lcom/example/ich/Intents;->i90(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i90(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 95
    invoke-static {p0}, Lcom/example/ich/Intents;->i91(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i91(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 96
    invoke-static {p0}, Lcom/example/ich/Intents;->i92(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i92(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 97
    invoke-static {p0}, Lcom/example/ich/Intents;->i93(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i93(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 98
    invoke-static {p0}, Lcom/example/ich/Intents;->i94(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i94(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 99
    invoke-static {p0}, Lcom/example/ich/Intents;->i95(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i95(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 100
    invoke-static {p0}, Lcom/example/ich/Intents;->i96(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i96(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 101
    invoke-static {p0}, Lcom/example/ich/Intents;->i97(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i97(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 102
    invoke-static {p0}, Lcom/example/ich/Intents;->i98(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i98(Landroid/content/Context;)Landroid/content/Intent;
    .registers 1
    .line 103
    invoke-static {p0}, Lcom/example/ich/Intents;->i99(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object p0
    return-object p0
.end method

.method static i99(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3
    .line 104
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/ich/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
